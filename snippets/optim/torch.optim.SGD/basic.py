import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Linear(3, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)

x = torch.randn(16, 3, device=device)
y = x.sum(dim=1, keepdim=True)
losses = []
for _ in range(5):
    opt.zero_grad()
    loss = torch.nn.functional.mse_loss(model(x), y)
    loss.backward()
    opt.step()
    losses.append(loss.item())

print("loss went down:", losses[-1] < losses[0])
print(opt.param_groups[0]["lr"], opt.param_groups[0]["momentum"])
print(list(opt.state[model.weight].keys()))
