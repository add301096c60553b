import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.ReLU(), torch.nn.Linear(8, 1)).to(device)
opt = torch.optim.Adam(model.parameters(), lr=1e-2)

x = torch.randn(32, 4, device=device)
y = x[:, :1] * 2
first = None
for step in range(20):
    opt.zero_grad()
    loss = torch.nn.functional.mse_loss(model(x), y)
    loss.backward()
    opt.step()
    first = loss.item() if first is None else first

print("loss went down:", loss.item() < first)
state = opt.state[model[0].weight]
print(sorted(state.keys()))
print(state["step"].item(), state["exp_avg"].shape)
