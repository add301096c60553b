import torch

torch.manual_seed(0)
model = torch.nn.Linear(512, 256)
opt = torch.optim.Adafactor(model.parameters(), lr=1e-2)

x, y = torch.randn(64, 512), torch.randn(64, 256)
for step in range(3):
    opt.zero_grad()
    torch.nn.functional.mse_loss(model(x), y).backward()
    opt.step()

for name, p in model.named_parameters():
    shapes = {k: tuple(v.shape) for k, v in opt.state[p].items()}
    numel = sum(v.numel() for v in opt.state[p].values())
    print(name, tuple(p.shape), shapes, "state numbers:", numel)  # Adam would keep 2 * p.numel()
