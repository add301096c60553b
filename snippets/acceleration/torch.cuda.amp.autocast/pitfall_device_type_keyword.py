import torch

model = torch.nn.Linear(4, 4)
x = torch.randn(2, 4)

# Half-migrated: the new API's device_type added to the old class
with torch.cuda.amp.autocast(device_type="cuda", dtype=torch.float16):
    y = model(x)
