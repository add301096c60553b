import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Linear(3, 3)


torch.manual_seed(0)
src = Net()
sd = {"model." + k: v for k, v in src.state_dict().items()}  # 键以另一个名字保存

dst = Net().to(device)
result = dst.load_state_dict(sd, strict=False)  # 不报错……
print(result.missing_keys)
print(result.unexpected_keys)
print(torch.equal(dst.encoder.weight.cpu(), src.encoder.weight))  # ……而且什么都没加载进去
