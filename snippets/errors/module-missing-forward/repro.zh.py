import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)

    def foward(self, x):  # 拼写错误：nn.Module 只会调用 "forward"
        return self.fc(x)


Net()(torch.ones(1, 4))
