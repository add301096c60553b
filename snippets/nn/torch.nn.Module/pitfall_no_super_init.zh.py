
from torch import nn


class Net(nn.Module):
    def __init__(self):
        # 忘了调用 super().__init__()
        self.fc = nn.Linear(4, 2)


Net()
