import os

import torch

threshold = os.environ.get("PRINT_THRESHOLD", "20")  # 环境变量的值是字符串
torch.set_printoptions(threshold=threshold)  # 被照单全收，不报错

print(torch.arange(50))  # 直到这里第一次 print 时才出错
