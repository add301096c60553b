import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 1).to(device)
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
model(torch.ones(2, 3, device=device)).sum().backward()
opt.step()

torch.save({"model": model.state_dict(), "optimizer": opt.state_dict()}, "checkpoint.pt")
ckpt = torch.load("checkpoint.pt", map_location="cpu")  # 默认 weights_only=True；这里没问题
sd = ckpt["optimizer"]
print(sorted(sd["state"][0].keys()), sd["state"][0]["exp_avg"].device)
print({k: v for k, v in sd["param_groups"][0].items() if k in ("lr", "betas", "params")})
