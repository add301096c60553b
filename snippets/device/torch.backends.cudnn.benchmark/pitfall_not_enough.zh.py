import torch

torch.backends.cudnn.deterministic = True  # 只管 cuDNN 卷积
torch.use_deterministic_algorithms(True)  # 现在每个算子都会被检查，在所有设备上
x = torch.zeros(5)
x.put_(torch.tensor([0, 2]), torch.tensor([1.0, 2.0]))  # 没有确定性实现
