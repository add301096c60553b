import torch

torch.manual_seed(0)
for step in range(3):
    torch.rand(1)                        # training consumes random numbers
logged_seed = torch.initial_seed()       # logged at step 3 "to resume later"
next_value = torch.rand(1)

torch.manual_seed(logged_seed)           # "resume"
print(logged_seed, torch.equal(next_value, torch.rand(1)))   # back at step 0, not step 3
