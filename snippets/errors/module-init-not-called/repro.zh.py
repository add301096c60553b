import torch


class Net(torch.nn.Module):
    def __init__(self):
        # 缺少 super().__init__()
        self.fc = torch.nn.Linear(3, 1)


Net()
