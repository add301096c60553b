import torch
import torch.version

print(type(torch.version.__version__).__name__)  # 普通的 str
print(torch.version.__version__ >= "2.9")  # 逐字符比较
print(torch.__version__ >= "2.9")  # TorchVersion 按版本号比较
print(torch.__version__ >= (2, 9))
