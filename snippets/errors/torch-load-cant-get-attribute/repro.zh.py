import torch
import torch.nn as nn


class Net(nn.Module):  # 定义在训练脚本里，也就是在 __main__ 中
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)


torch.save(Net(), "model.pt")  # pickle 整个对象：只存下了名字 __main__.Net
del Net  # 另一个脚本（例如推理脚本）里没有这个名字的类

model = torch.load("model.pt", weights_only=False)
