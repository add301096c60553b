import torch

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
matrices = [p for p in model.parameters() if p.ndim == 2]  # weight matrices
others = [p for p in model.parameters() if p.ndim != 2]  # biases (and norms, embeddings, ...)
muon = torch.optim.Muon(matrices, lr=0.02)
adamw = torch.optim.AdamW(others, lr=1e-3)

x = torch.randn(128, 16)
y = x[:, :1] * 2 - x[:, 1:2]
for step in range(101):
    muon.zero_grad()
    adamw.zero_grad()
    loss = torch.nn.functional.mse_loss(model(x), y)
    loss.backward()
    muon.step()
    adamw.step()
    if step % 25 == 0:
        print(step, round(loss.item(), 4))
print(sorted(muon.state[model[0].weight]))
