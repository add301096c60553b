import torch

model = torch.nn.Linear(4, 4)
x = torch.randn(2, 4)

# 只迁移了一半：给旧类加上了新接口的 device_type
with torch.cuda.amp.autocast(device_type="cuda", dtype=torch.float16):
    y = model(x)
