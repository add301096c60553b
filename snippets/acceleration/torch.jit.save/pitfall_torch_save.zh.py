import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)

    def forward(self, x):
        return self.fc(x)


scripted = torch.jit.script(Net())
torch.save(scripted, "model.pt")  # 这是基于 pickle 的保存函数，不是 torch.jit.save
