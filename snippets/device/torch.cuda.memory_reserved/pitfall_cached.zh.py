import torch

# 老教程里的代码：这个名字还能用，但会发出警告。
print(torch.cuda.memory_cached(), torch.cuda.max_memory_cached())
