import torch

x = torch.tensor([10.0, 12.0, 14.0])
mean, std = torch.std_mean(x)         # unpacked in the wrong order
# nothing raises: the names are simply swapped
print(mean, std)
std, mean = torch.std_mean(x)
print(mean, std)
