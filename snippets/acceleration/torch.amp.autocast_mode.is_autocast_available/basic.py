import torch
from torch.amp.autocast_mode import is_autocast_available

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

for device_type in ["cpu", "cuda", "meta"]:
    print(device_type, is_autocast_available(device_type))

# A guard for code that may run on any device type
use_amp = is_autocast_available(device.type)
model = torch.nn.Linear(4, 4).to(device)
with torch.autocast(device.type, enabled=use_amp):
    out = model(torch.randn(2, 4, device=device))
print(use_amp, out.dtype)
