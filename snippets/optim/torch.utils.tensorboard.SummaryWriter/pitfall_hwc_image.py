import tempfile

import numpy as np
from torch.utils.tensorboard import SummaryWriter

# An image as most libraries hand it over: height, width, channels.
image = np.zeros((32, 48, 3), dtype=np.uint8)

with tempfile.TemporaryDirectory() as log_dir, SummaryWriter(log_dir) as writer:
    writer.add_image("input", image, global_step=0)
