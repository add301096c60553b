import torch

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.Tanh(), torch.nn.Linear(3, 1))
for p in model.parameters():
    torch.nn.init.zeros_(p)  # every weight zero (constant_ with any value is just as bad)

opt = torch.optim.SGD(model.parameters(), lr=0.1)
x, y = torch.randn(16, 4), torch.randn(16, 1)
for _ in range(20):
    opt.zero_grad()
    torch.nn.functional.mse_loss(model(x), y).backward()
    opt.step()

print(model[0].weight.abs().sum().item())  # still 0 after 20 steps
print(model[2].weight.abs().sum().item())  # still 0: the hidden units output tanh(0) = 0
print(model[2].bias.item() != 0)  # only the output bias learned anything
