import torch

torch.manual_seed(0)
drop = torch.nn.Dropout2d(p=0.5)
x = torch.ones(1, 6, 2, 2)  # (N, C, H, W)

y = drop(x)
print(y.sum(dim=(2, 3)))  # whole channels are zeroed; survivors scaled by 1 / (1 - p) = 2

drop.eval()
print(torch.equal(drop(x), x))  # identity in eval mode
