import torch

torch.manual_seed(0)
x = torch.randn(256, 3)
y = x @ torch.tensor([[1.0], [-2.0], [0.5]]) + 0.1 * torch.randn(256, 1)
model = torch.nn.Linear(3, 1, bias=False)
opt = torch.optim.ASGD(model.parameters(), lr=0.05, t0=100)  # average from step 100 on

for step in range(400):
    batch = torch.randint(0, 256, (16,))
    opt.zero_grad()
    torch.nn.functional.mse_loss(model(x[batch]), y[batch]).backward()
    opt.step()

with torch.no_grad():
    print("last iterate:", round(torch.nn.functional.mse_loss(model(x), y).item(), 5))
    model.weight.copy_(opt.state[model.weight]["ax"])  # the average is not applied by itself
    print("average ax:  ", round(torch.nn.functional.mse_loss(model(x), y).item(), 5))
