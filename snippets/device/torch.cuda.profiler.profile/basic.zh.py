import torch

torch.manual_seed(0)
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = torch.nn.Linear(64, 64).to(device)
x = torch.randn(32, 64, device=device)

for step in range(5):
    if device.type == "cuda" and step == 3:
        # 这样运行：nsys profile --capture-range=cudaProfilerApi python train.py
        torch.cuda.synchronize()
        with torch.cuda.profiler.profile():  # 只采集这一步
            y = model(x)
            torch.cuda.synchronize()
    else:
        y = model(x)  # 预热的几步不在采集范围内
print(tuple(y.shape))
