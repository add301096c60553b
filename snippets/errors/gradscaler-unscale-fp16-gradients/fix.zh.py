import torch
import torch.nn as nn

device = "cuda" if torch.cuda.is_available() else "cpu"
model = nn.Linear(4, 2).to(device)  # 参数保持 float32
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device)

x = torch.ones(3, 4, device=device)
with torch.autocast(device_type=device, dtype=torch.float16):
    loss = model(x).float().pow(2).mean()
scaler.scale(loss).backward()
scaler.step(opt)
scaler.update()
print(model.weight.dtype, model.weight.grad.dtype)
