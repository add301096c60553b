import torch

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.Tanh(), torch.nn.Linear(3, 1))
for p in model.parameters():
    torch.nn.init.zeros_(p)  # 所有权重都为零（用 constant_ 填任何常数同样糟糕）

opt = torch.optim.SGD(model.parameters(), lr=0.1)
x, y = torch.randn(16, 4), torch.randn(16, 1)
for _ in range(20):
    opt.zero_grad()
    torch.nn.functional.mse_loss(model(x), y).backward()
    opt.step()

print(model[0].weight.abs().sum().item())  # 20 步之后仍为 0
print(model[2].weight.abs().sum().item())  # 仍为 0：隐藏单元的输出是 tanh(0) = 0
print(model[2].bias.item() != 0)  # 只有输出层的偏置学到了东西
