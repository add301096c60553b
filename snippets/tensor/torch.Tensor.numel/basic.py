import torch

x = torch.zeros(2, 3, 4)
print(x.numel(), torch.numel(x), x.nelement())   # 2 * 3 * 4
print(torch.tensor(5.0).numel())                 # a 0-d tensor holds one element
print(torch.zeros(0, 3).numel())                 # an empty tensor holds none

# count a model's parameters
model = torch.nn.Sequential(torch.nn.Linear(10, 5), torch.nn.Linear(5, 1))
total = sum(p.numel() for p in model.parameters())
trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
print(total, trainable)

# bytes of the data = elements * bytes per element
print(x.numel() * x.element_size())
