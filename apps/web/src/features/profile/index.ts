// Public surface of the profile feature. (Being built: My Profile page.)
export {};
