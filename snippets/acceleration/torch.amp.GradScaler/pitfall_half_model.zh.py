import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(4, 1).to(device).half()  # float16 参数
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device.type)

x = torch.randn(2, 4, device=device, dtype=torch.float16)
scaler.scale(model(x).float().sum()).backward()
scaler.step(opt)  # 拒绝对 float16 梯度做 unscale
