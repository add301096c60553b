import torch

torch.manual_seed(0)
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = torch.nn.Linear(64, 64).to(device)
x = torch.randn(32, 64, device=device)

for step in range(5):
    if device.type == "cuda" and step == 3:
        # Run as: nsys profile --capture-range=cudaProfilerApi python train.py
        torch.cuda.synchronize()
        with torch.cuda.profiler.profile():  # only this step is captured
            y = model(x)
            torch.cuda.synchronize()
    else:
        y = model(x)  # warm-up steps stay out of the capture
print(tuple(y.shape))
