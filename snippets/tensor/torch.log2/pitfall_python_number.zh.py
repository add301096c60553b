import math

import torch

num_classes = 10

print(math.log2(num_classes))    # 所需的比特数，针对 Python 数字
torch.log2(num_classes)          # torch.log2 接受的是张量
