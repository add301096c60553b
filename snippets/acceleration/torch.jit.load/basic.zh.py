import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)

    def forward(self, x):
        if x.sum() > 0:  # script 会保留这个分支
            return self.fc(x)
        return -self.fc(x)


torch.manual_seed(0)
net = Net()
torch.jit.save(torch.jit.script(net), "net.pt", _extra_files={"version.txt": "1.2"})
x = torch.randn(2, 3)
expected = net(x)
del Net, net  # 加载时不需要 Python 类

files = {"version.txt": ""}
loaded = torch.jit.load("net.pt", map_location="cpu", _extra_files=files)  # FutureWarning：已弃用
print(type(loaded).__name__, loaded.original_name)
print(files)  # 读回来的值是 bytes
print(torch.equal(loaded(x), expected))
print(loaded.code)
