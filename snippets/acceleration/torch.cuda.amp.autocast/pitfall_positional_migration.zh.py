import torch

use_amp = True

# 旧代码：torch.cuda.amp.autocast(use_amp)，第一个位置参数是 `enabled`
# 直接迁移时保留了这个位置参数：
with torch.autocast(use_amp):
    pass
