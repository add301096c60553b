import torch
import torch.nn as nn

device = "cuda" if torch.cuda.is_available() else "cpu"
model = nn.Linear(4, 2).to(device).half()  # float16 的参数：这不是混合精度的本意
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device)

x = torch.ones(3, 4, device=device, dtype=torch.float16)
scaler.scale(model(x).float().pow(2).mean()).backward()
scaler.step(opt)  # 先对 float16 梯度做反缩放
