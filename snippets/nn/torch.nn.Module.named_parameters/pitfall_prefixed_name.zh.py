
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)


wrapped = nn.DataParallel(Net())  # DistributedDataParallel 也会加上同样的前缀
print([name for name, _ in wrapped.named_parameters()])
params = dict(wrapped.named_parameters())
params["fc.weight"]
