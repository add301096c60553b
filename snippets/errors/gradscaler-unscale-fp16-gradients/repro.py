import torch
import torch.nn as nn

device = "cuda" if torch.cuda.is_available() else "cpu"
model = nn.Linear(4, 2).to(device).half()  # float16 parameters: not what mixed precision means
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device)

x = torch.ones(3, 4, device=device, dtype=torch.float16)
scaler.scale(model(x).float().pow(2).mean()).backward()
scaler.step(opt)  # unscales the float16 gradients first
