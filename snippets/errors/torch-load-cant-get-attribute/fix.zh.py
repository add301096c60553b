import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)


torch.manual_seed(0)
trained = Net()
torch.save(trained.state_dict(), "model.pt")  # 只有张量，没有类名

model = Net()  # 加载代码自己构建模型 ……
model.load_state_dict(torch.load("model.pt"))  # …… 并以默认的 weights_only=True 加载
print(torch.equal(model.fc.weight, trained.fc.weight))
