import torch

model = torch.nn.Sequential(torch.nn.Flatten(), torch.nn.Linear(75, 2))
print(model(torch.randn(1, 3, 5, 5)).shape)

single = torch.randn(3, 5, 5)  # one image without its batch dim
print(torch.nn.Flatten()(single).shape)  # (3, 25), not (75,): dim 0 is kept as "batch"
model(single)
