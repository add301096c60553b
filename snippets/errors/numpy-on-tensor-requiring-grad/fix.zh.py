import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 1).to(device)
torch.nn.init.constant_(model.weight, 0.5)
torch.nn.init.zeros_(model.bias)
x = torch.ones(2, 3, device=device)
pred = model(x)

arr = pred.detach().cpu().numpy()  # 先 detach，再离开设备
print(arr.shape, arr.dtype, arr.ravel().tolist())

# 推理代码：前向传播时干脆不构建计算图。
with torch.no_grad():
    print(model(x).requires_grad)
