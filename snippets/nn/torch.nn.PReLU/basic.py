import torch

torch.manual_seed(0)
x = torch.randn(2, 3, 4, 4)  # (N, C, H, W)

shared = torch.nn.PReLU()  # one learnable slope for all channels, starts at 0.25
per_channel = torch.nn.PReLU(num_parameters=3)  # one slope per channel (dim 1)
print(shared.weight, per_channel.weight.shape)
print(per_channel(x).shape)

opt = torch.optim.SGD(per_channel.parameters(), lr=0.1)
per_channel(x).sum().backward()
opt.step()
print(per_channel.weight.detach())  # the slopes are trained like any weight
