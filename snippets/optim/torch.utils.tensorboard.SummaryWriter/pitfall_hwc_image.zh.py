import tempfile

import numpy as np
from torch.utils.tensorboard import SummaryWriter

# 大多数库交出来的图像格式：高、宽、通道。
image = np.zeros((32, 48, 3), dtype=np.uint8)

with tempfile.TemporaryDirectory() as log_dir, SummaryWriter(log_dir) as writer:
    writer.add_image("input", image, global_step=0)
