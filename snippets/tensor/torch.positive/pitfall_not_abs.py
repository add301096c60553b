import torch

x = torch.tensor([-1.5, 0.0, 2.0])
print(torch.positive(x))        # still negative: not abs, not relu
print(torch.abs(x), torch.relu(x))

y = torch.positive(x)
y[0] = 100.0                    # y is x, so x changes too
print(x)
