import torch

print(bool(torch.cuda.is_available))  # 函数对象本身：永远为 True
print(torch.cuda.is_available())  # 真正的结果

use_gpu = torch.cuda.is_available  # 忘了写 ()
print("cuda" if use_gpu else "cpu")  # 没有 GPU 也会选 "cuda"
