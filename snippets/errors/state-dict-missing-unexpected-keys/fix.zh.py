import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


model = torch.nn.Linear(4, 2).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
torch.save({"model": model.state_dict(), "optimizer": opt.state_dict(), "epoch": 3}, "ckpt.pt")

checkpoint = torch.load("ckpt.pt", map_location=device)
print("checkpoint keys:", list(checkpoint))
fresh = torch.nn.Linear(4, 2).to(device)
print(fresh.load_state_dict(checkpoint["model"]))

# 键有意不同时，strict=False 会报告差异而不是抛出异常。一定要看这份报告！
result = fresh.load_state_dict({"weight": checkpoint["model"]["weight"]}, strict=False)
print("missing:", result.missing_keys, "unexpected:", result.unexpected_keys)
