import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


model = torch.nn.Linear(4, 2).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# 训练检查点：模型权重只是其中的一项。
torch.save({"model": model.state_dict(), "optimizer": opt.state_dict(), "epoch": 3}, "ckpt.pt")

checkpoint = torch.load("ckpt.pt", map_location=device)
fresh = torch.nn.Linear(4, 2).to(device)
fresh.load_state_dict(checkpoint)  # 传的是整个检查点，而不是 checkpoint["model"]
