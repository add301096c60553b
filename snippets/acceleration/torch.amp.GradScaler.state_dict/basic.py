import io

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
torch.manual_seed(0)
model = torch.nn.Linear(4, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device.type, init_scale=1024.0, growth_interval=2)
print(scaler.is_enabled(), scaler.get_scale(), scaler.get_growth_interval())

for _ in range(3):
    opt.zero_grad()
    loss = model(torch.randn(8, 4, device=device)).pow(2).mean()
    scaler.scale(loss).backward()
    scaler.step(opt)
    scaler.update()
print(scaler.state_dict())

# Save the scaler together with the model and the optimizer
buffer = io.BytesIO()
torch.save({"model": model.state_dict(), "opt": opt.state_dict(), "scaler": scaler.state_dict()}, buffer)

# Resume: a fresh scaler, then load its state
buffer.seek(0)
ckpt = torch.load(buffer)
resumed = torch.amp.GradScaler(device.type)
resumed.load_state_dict(ckpt["scaler"])
print(resumed.get_scale(), resumed.get_growth_interval())
