import torch

torch.manual_seed(0)
x = torch.arange(5) * 10
y = torch.arange(5)                            # y[i] is the label of x[i]
xs, ys = x[torch.randperm(5)], y[torch.randperm(5)]
print(xs, ys)                                  # pairs are broken
print(torch.equal(xs // 10, ys))
