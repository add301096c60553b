import numpy as np
import torch
import torch.nn as nn


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)
        self.pixel_mean = np.array([0.5, 0.5, 0.5])  # NumPy 数组
        self.config = {"size": 224, "arch": "tiny"}  # 值类型混杂的字典
        self.classes = ("cat", "dog")  # 字符串元组：这个会保留

    def forward(self, x):
        return self.fc(x)


scripted = torch.jit.script(Classifier())  # 编译成功，对其他两个属性只字不提
print(hasattr(scripted, "pixel_mean"), hasattr(scripted, "config"), hasattr(scripted, "classes"))
scripted.config["size"]  # 这个属性没有进入 ScriptModule
