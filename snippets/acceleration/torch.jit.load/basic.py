import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)

    def forward(self, x):
        if x.sum() > 0:  # scripting keeps this branch
            return self.fc(x)
        return -self.fc(x)


torch.manual_seed(0)
net = Net()
torch.jit.save(torch.jit.script(net), "net.pt", _extra_files={"version.txt": "1.2"})
x = torch.randn(2, 3)
expected = net(x)
del Net, net  # the Python class is not needed to load

files = {"version.txt": ""}
loaded = torch.jit.load("net.pt", map_location="cpu", _extra_files=files)  # FutureWarning: deprecated
print(type(loaded).__name__, loaded.original_name)
print(files)  # the value comes back as bytes
print(torch.equal(loaded(x), expected))
print(loaded.code)
