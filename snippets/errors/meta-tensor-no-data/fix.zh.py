import torch
import torch.nn as nn

torch.manual_seed(0)
checkpoint = nn.Linear(4, 2).state_dict()

with torch.device("meta"):
    model = nn.Linear(4, 2)
model = model.to_empty(device="cpu")  # 真实的、未初始化的内存
model.load_state_dict(checkpoint)  # 再填入真实的值
print(model.weight.device, torch.equal(model.weight, checkpoint["weight"]))

with torch.device("meta"):
    other = nn.Linear(4, 2)
other.load_state_dict(checkpoint, assign=True)  # 或者直接换入检查点中的张量
print(other.weight.device)
