import torch

done = torch.tensor([True, False, True])

print(~done)
active = not done              # Python's not needs a single truth value
